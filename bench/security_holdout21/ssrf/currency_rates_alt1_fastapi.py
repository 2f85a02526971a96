import logging
import os
import re
from decimal import Decimal

import httpx
from fastapi import Depends, FastAPI, HTTPException, Path

logger = logging.getLogger("rates")

RATES_BASE_URL = os.environ.get("RATES_BASE_URL", "https://api.rates.example.com/v2")
RATES_API_KEY = os.environ.get("RATES_API_KEY", "")
CURRENCY_CODE = re.compile(r"^[A-Z]{3}$")

app = FastAPI(title="FX rates")


async def http_client():
    async with httpx.AsyncClient(
        timeout=5.0,
        headers={"Authorization": f"Bearer {RATES_API_KEY}"},
        follow_redirects=False,
    ) as client:
        yield client


def check_code(code: str) -> str:
    code = code.upper()
    if not CURRENCY_CODE.fullmatch(code):
        raise HTTPException(status_code=422, detail="currency must be a 3-letter ISO code")
    return code


@app.get("/rates/{base}")
async def latest_rates(
    base: str = Path(..., min_length=3, max_length=3),
    client: httpx.AsyncClient = Depends(http_client),
):
    code = check_code(base)
    try:
        resp = await client.get(f"{RATES_BASE_URL}/latest/{code}")
        resp.raise_for_status()
    except httpx.HTTPError as exc:
        logger.warning("rates provider error for %s: %s", code, exc)
        raise HTTPException(status_code=502, detail="rates provider unavailable")
    data = resp.json()
    return {"base": code, "rates": {k: str(Decimal(str(v))) for k, v in data.get("rates", {}).items()}}


@app.get("/convert")
async def convert(amount: Decimal, source: str, target: str, client: httpx.AsyncClient = Depends(http_client)):
    rates = await latest_rates(check_code(source), client)
    rate = rates["rates"].get(check_code(target))
    if rate is None:
        raise HTTPException(status_code=404, detail="no rate for target currency")
    return {"amount": str(amount * Decimal(rate)), "currency": target.upper()}
