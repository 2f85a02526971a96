from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse
from sqlalchemy.orm import Session

from .database import get_db
from .models import Review

app = FastAPI()


@app.get("/products/{product_id}/reviews", response_class=HTMLResponse)
def reviews_fragment(product_id: int, db: Session = Depends(get_db)):
    reviews = (
        db.query(Review)
        .filter(Review.product_id == product_id, Review.published.is_(True))
        .order_by(Review.created_at.desc())
        .limit(25)
        .all()
    )
    return HTMLResponse("<ul class='reviews'>" + "".join(f"<li><strong>{r.author}</strong> ({r.rating}/5)<p>{r.text}</p></li>" for r in reviews) + "</ul>")
