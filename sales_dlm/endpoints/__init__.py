"""OpenAI-compatible endpoints: `--model openai:MODEL --base-url URL` drafts on a server.

config.py    EndpointConfig (where the server is, how to talk to it, how hard to push it) and
             where the API key comes from (the environment, never a file or the command line)
client.py    one request with a deadline, retries with backoff, Retry-After and an rpm pacer
schedule.py  what escalation means for an endpoint
The decoder itself is sales_dlm/decoding/endpoint.py, served by the model pool.
"""
