from fastapi import APIRouter, Depends
from fastapi.responses import HTMLResponse
from jinja2 import DictLoader, Environment, select_autoescape
from sqlalchemy import select
from sqlalchemy.orm import Session

from .database import get_session
from .models import ChangelogEntry

router = APIRouter(prefix="/widgets", tags=["widgets"])

templates = Environment(
    loader=DictLoader(
        {
            "changelog.html": """
<section class="changelog">
  <h2>What's new in {{ product }}</h2>
  {% for entry in entries %}
  <article>
    <h3>{{ entry.version }} — {{ entry.title }}</h3>
    <p>{{ entry.summary }}</p>
    <small>by {{ entry.author_name }} on {{ entry.published_at.strftime("%Y-%m-%d") }}</small>
  </article>
  {% endfor %}
</section>
""",
        }
    ),
    autoescape=select_autoescape(enabled_extensions=("html",), default_for_string=True),
)


@router.get("/changelog/{product}", response_class=HTMLResponse)
def changelog_widget(product: str, limit: int = 10, session: Session = Depends(get_session)):
    stmt = (
        select(ChangelogEntry)
        .where(ChangelogEntry.product == product, ChangelogEntry.published.is_(True))
        .order_by(ChangelogEntry.published_at.desc())
        .limit(min(limit, 50))
    )
    entries = session.scalars(stmt).all()
    html = templates.get_template("changelog.html").render(product=product, entries=entries)
    return HTMLResponse(html, headers={"Cache-Control": "public, max-age=300"})
