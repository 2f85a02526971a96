import os
from datetime import datetime, timezone

from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse

app = FastAPI()

STATUS_PAGE = os.environ.get("STATUS_PAGE_URL", "https://status.example.com")
WINDOW_END = datetime(2024, 6, 2, 4, 0, tzinfo=timezone.utc)


@app.get("/maintenance", response_class=HTMLResponse)
async def maintenance(request: Request):
    remaining = max(int((WINDOW_END - datetime.now(timezone.utc)).total_seconds() // 60), 0)
    html = f"""
    <html><body>
      <h1>Scheduled maintenance</h1>
      <p>We expect to be back in about {remaining} minutes.</p>
      <p>Follow progress on <a href="{STATUS_PAGE}">our status page</a>.</p>
    </body></html>
    """
    return HTMLResponse(content=html, status_code=503)
