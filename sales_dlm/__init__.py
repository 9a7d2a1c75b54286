"""sales-dlm: draft personalised cold emails to foreign buyers and fact-check every draft."""

__version__ = "0.1.0"
