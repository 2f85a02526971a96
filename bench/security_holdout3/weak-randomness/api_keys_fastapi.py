import hashlib
import random
import string

from fastapi import Depends, FastAPI
from pydantic import BaseModel
from sqlalchemy.orm import Session

from .auth import current_user
from .database import get_db
from .models import ApiKey

app = FastAPI()
ALPHABET = string.ascii_letters + string.digits


class KeyRequest(BaseModel):
    label: str


@app.post("/api-keys", status_code=201)
def create_api_key(body: KeyRequest, user=Depends(current_user), db: Session = Depends(get_db)):
    raw_key = "sk_" + "".join(random.choices(ALPHABET, k=40))
    record = ApiKey(
        user_id=user.id,
        label=body.label[:64],
        prefix=raw_key[:8],
        key_hash=hashlib.sha256(raw_key.encode()).hexdigest(),
    )
    db.add(record)
    db.commit()
    return {"id": record.id, "key": raw_key, "label": record.label}
