import time
import uuid

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

app = FastAPI(title="landing-api")

CAMPAIGNS = {
    "spring-sale": {"discount": 15, "ends": "2024-05-31"},
    "newsletter": {"discount": 5, "ends": None},
}


def header_text(value: str) -> str:
    # keep header values on a single line
    return value.replace("\r\n", " ").strip()


@app.middleware("http")
async def timing_and_campaign(request: Request, call_next):
    started = time.perf_counter()
    response = await call_next(request)
    response.headers["Server-Timing"] = f"app;dur={(time.perf_counter() - started) * 1000:.1f}"
    source = request.query_params.get("utm_source")
    if source:
        response.headers["X-Campaign-Source"] = header_text(source)
    return response


@app.get("/landing/{campaign}")
async def landing(campaign: str):
    offer = CAMPAIGNS.get(campaign)
    if offer is None:
        return JSONResponse({"detail": "unknown campaign"}, status_code=404)
    return {"campaign": campaign, **offer}


@app.post("/landing/{campaign}/signup")
async def signup(campaign: str, request: Request):
    payload = await request.json()
    ticket = str(uuid.uuid4())
    return JSONResponse({"ticket": ticket, "campaign": campaign, "email": payload.get("email")}, status_code=201)


@app.get("/health")
async def health():
    return {"ok": True}
