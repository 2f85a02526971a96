import random
from typing import List

from fastapi import Depends, FastAPI
from pydantic import BaseModel
from sqlalchemy.orm import Session

from .db import get_session
from .models import Listing

app = FastAPI()


class ListingOut(BaseModel):
    id: int
    title: str
    city: str

    class Config:
        orm_mode = True


@app.get("/home/featured", response_model=List[ListingOut])
def featured_listings(session: Session = Depends(get_session)):
    pool = session.query(Listing).filter(Listing.is_featured.is_(True)).limit(40).all()
    picks = random.sample(pool, k=min(6, len(pool)))
    return picks
