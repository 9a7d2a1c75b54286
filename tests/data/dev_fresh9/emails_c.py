"""placeholder"""

MAILS = []
