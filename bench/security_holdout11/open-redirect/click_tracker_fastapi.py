import logging

from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()
clicks = logging.getLogger("clicks")


@app.get("/r")
def track_click(request: Request, u: str, c: str = "none"):
    meta = {"campaign": c, "ip": request.client.host if request.client else None}
    clicks.info("click %s", meta)
    destination = u.strip()
    return RedirectResponse(url=destination, status_code=302)
