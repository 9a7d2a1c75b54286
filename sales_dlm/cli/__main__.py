"""`python -m sales_dlm.cli` = `sales-dlm`."""

from sales_dlm.cli import main

main()
