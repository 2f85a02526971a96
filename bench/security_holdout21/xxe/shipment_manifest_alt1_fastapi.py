import logging
from datetime import date
from typing import List

from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from fastapi import FastAPI, HTTPException, Request
from pydantic import BaseModel
from xml.etree.ElementTree import ParseError

logger = logging.getLogger("shipments")

app = FastAPI(title="Shipment intake")
MAX_BODY = 512 * 1024


class Parcel(BaseModel):
    tracking: str
    weight_kg: float


class Manifest(BaseModel):
    carrier: str
    ship_date: date
    parcels: List[Parcel]


def to_manifest(root) -> Manifest:
    parcels = [
        Parcel(tracking=p.findtext("tracking", ""), weight_kg=float(p.findtext("weight", "0")))
        for p in root.iter("parcel")
    ]
    return Manifest(
        carrier=root.get("carrier", "unknown"),
        ship_date=date.fromisoformat(root.findtext("shipDate", "")),
        parcels=parcels,
    )


@app.post("/manifests", response_model=Manifest, status_code=201)
async def receive_manifest(request: Request):
    body = await request.body()
    if len(body) > MAX_BODY:
        raise HTTPException(status_code=413, detail="manifest too large")
    try:
        root = DefusedET.fromstring(body)
    except (ParseError, DefusedXmlException) as exc:
        logger.info("manifest rejected: %s", exc)
        raise HTTPException(status_code=400, detail="malformed manifest")
    try:
        manifest = to_manifest(root)
    except ValueError as exc:
        raise HTTPException(status_code=422, detail=str(exc))
    logger.info("manifest from %s with %d parcels", manifest.carrier, len(manifest.parcels))
    return manifest
