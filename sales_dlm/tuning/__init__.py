"""Tuning: step-count sweeps, the escalation they imply, the recommendation and its report."""
