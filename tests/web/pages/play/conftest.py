"""The `/play` browser tests run on the root conftest's `live_server` (the test app
on a loopback port, real clock) and `open_browser` (headless Chromium windows)."""
