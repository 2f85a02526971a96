from urllib.parse import urlsplit

import httpx
from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel, HttpUrl

from .auth import require_operator

router = APIRouter(prefix="/api/partners", tags=["partners"], dependencies=[Depends(require_operator)])

PARTNER_HOSTS = frozenset(
    {
        "status.acme-logistics.com",
        "api.northwind-payments.com",
        "health.contoso-fulfilment.net",
    }
)


class StatusProbe(BaseModel):
    status_url: HttpUrl


class StatusReport(BaseModel):
    host: str
    reachable: bool
    status_code: int | None = None
    indicator: str | None = None


async def get_client():
    async with httpx.AsyncClient(timeout=5.0, follow_redirects=False) as client:
        yield client


@router.post("/status", response_model=StatusReport)
async def probe_partner_status(probe: StatusProbe, client: httpx.AsyncClient = Depends(get_client)):
    url = str(probe.status_url)
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in PARTNER_HOSTS or parts.port not in (None, 443):
        raise HTTPException(status_code=422, detail="status_url must point at a registered partner")

    try:
        resp = await client.get(url, headers={"Accept": "application/json"})
    except httpx.HTTPError:
        return StatusReport(host=parts.hostname, reachable=False)

    indicator = None
    if resp.headers.get("content-type", "").startswith("application/json"):
        indicator = (resp.json().get("status") or {}).get("indicator")
    return StatusReport(
        host=parts.hostname,
        reachable=True,
        status_code=resp.status_code,
        indicator=indicator,
    )
