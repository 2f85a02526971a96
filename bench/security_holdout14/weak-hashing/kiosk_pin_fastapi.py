import hashlib

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
PIN_HASHES = {}


class PinUpdate(BaseModel):
    operator_id: str
    pin: str


@app.put("/kiosk/operators/pin")
def set_pin(update: PinUpdate):
    if not (update.pin.isdigit() and 4 <= len(update.pin) <= 8):
        raise HTTPException(status_code=400, detail="pin must be 4-8 digits")
    stored = hashlib.sha1(update.pin.encode()).hexdigest()
    PIN_HASHES[update.operator_id] = stored
    return {"operator": update.operator_id, "updated": True}
