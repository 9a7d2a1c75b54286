"""Review: pure renderers over journal entries (summary, Markdown, HTML, CSV)."""
