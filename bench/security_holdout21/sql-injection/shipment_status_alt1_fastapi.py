from dataclasses import dataclass

from fastapi import FastAPI
from sqlalchemy import create_engine, text

app = FastAPI()
engine = create_engine("postgresql+psycopg://app@localhost/logistics")


@dataclass
class ShipmentFilter:
    carrier: str
    status: str = "in_transit"


@app.get("/shipments/{carrier}")
def shipment_status(carrier: str, status: str = "in_transit"):
    flt = ShipmentFilter(carrier=carrier.lower(), status=status)

    def build():
        return "SELECT tracking_no FROM shipments WHERE carrier = '{}' AND status = '{}'".format(flt.carrier, flt.status)

    with engine.connect() as conn:
        result = conn.execute(text(build()))
        return {"tracking": [r[0] for r in result]}
