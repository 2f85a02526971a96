from dataclasses import dataclass
from typing import List

from fastapi import Depends, FastAPI
from fastapi.responses import HTMLResponse
from jinja2 import Environment
from markupsafe import Markup
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine

DATABASE_URL = "sqlite:///reviews.db"

app = FastAPI()
engine = create_engine(DATABASE_URL)
env = Environment(autoescape=True)

REVIEWS_TEMPLATE = env.from_string(
    "<h2>Reviews for {{ product_name }}</h2>"
    "{% for r in reviews %}"
    "<article><h3>{{ r.title }} ({{ r.rating }}/5)</h3>"
    "<div class='body'>{{ r.body }}</div><footer>{{ r.reviewer }}</footer></article>"
    "{% endfor %}"
)


@dataclass
class ReviewView:
    title: str
    rating: int
    reviewer: str
    body: Markup


class ReviewRepository:
    def __init__(self, db: Engine):
        self.db = db

    def product_name(self, product_id: int) -> str:
        with self.db.connect() as conn:
            row = conn.execute(
                text("SELECT name FROM products WHERE id = :pid"), {"pid": product_id}
            ).first()
        return row[0] if row else "unknown product"

    def for_product(self, product_id: int) -> List[ReviewView]:
        with self.db.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT title, rating, reviewer, body_html FROM reviews "
                    "WHERE product_id = :pid AND approved = 1 ORDER BY created_at DESC"
                ),
                {"pid": product_id},
            ).all()
        views = []
        for row in rows:
            views.append(
                ReviewView(
                    title=row.title,
                    rating=row.rating,
                    reviewer=row.reviewer,
                    body=Markup(row.body_html),
                )
            )
        return views


def get_repo() -> ReviewRepository:
    return ReviewRepository(engine)


@app.get("/products/{product_id}/reviews", response_class=HTMLResponse)
def product_reviews(product_id: int, repo: ReviewRepository = Depends(get_repo)):
    html = REVIEWS_TEMPLATE.render(
        product_name=repo.product_name(product_id),
        reviews=repo.for_product(product_id),
    )
    return HTMLResponse(html)
