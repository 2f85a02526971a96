from fastapi import Depends, FastAPI, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates
from sqlalchemy.orm import Session

from .database import get_db
from .models import Product, Review

app = FastAPI()
templates = Jinja2Templates(directory="templates")


@app.get("/products/{product_id}", response_class=HTMLResponse)
def product_page(request: Request, product_id: int, db: Session = Depends(get_db)):
    product = db.get(Product, product_id)
    reviews = (
        db.query(Review)
        .filter(Review.product_id == product_id, Review.published.is_(True))
        .order_by(Review.created_at.desc())
        .limit(25)
        .all()
    )
    return templates.TemplateResponse(request, "product.html", {"product": product, "reviews": reviews})
