import logging

from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()
log = logging.getLogger("clicks")
LANDING = "https://www.example.com/"


@app.get("/c/{campaign_id}")
def track_click(campaign_id: int, to: str = LANDING, utm_source: str = "email"):
    log.info("campaign %s click from %s", campaign_id, utm_source)
    if to.startswith("http"):
        target = to
    else:
        target = LANDING + to.lstrip("/")
    return RedirectResponse(url=target, status_code=302)
