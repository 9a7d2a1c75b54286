"""Drafting: the run config, the decode -> check -> escalate core, the journal, the .eml files."""
