MAILS = []
