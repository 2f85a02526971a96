import jinja2
from aiohttp import web

env = jinja2.Environment(autoescape=False)
REVIEWS_TEMPLATE = env.from_string(
    "<h1>Reviews for clinic {{ clinic_id }}</h1>"
    "{% for r in reviews %}"
    "<blockquote><p>{{ r['review_text'] }}</p><footer>{{ r['author'] }} ({{ r['rating'] }}/5)</footer></blockquote>"
    "{% endfor %}"
)


async def submit_review(request):
    clinic_id = int(request.match_info["clinic_id"])
    form = await request.post()
    async with request.app["db"].acquire() as conn:
        await conn.execute(
            "INSERT INTO clinic_reviews (clinic_id, author, rating, review_text) VALUES ($1, $2, $3, $4)",
            clinic_id, form.get("author", ""), int(form.get("rating", 5)), form.get("review_text", ""),
        )
    raise web.HTTPSeeOther(f"/clinics/{clinic_id}/reviews")


async def clinic_reviews(request):
    clinic_id = int(request.match_info["clinic_id"])
    async with request.app["db"].acquire() as conn:
        reviews = await conn.fetch(
            "SELECT author, rating, review_text FROM clinic_reviews WHERE clinic_id = $1", clinic_id
        )
    html = REVIEWS_TEMPLATE.render(clinic_id=clinic_id, reviews=reviews)
    return web.Response(text=html, content_type="text/html")


def setup_routes(app):
    app.router.add_get("/clinics/{clinic_id}/reviews", clinic_reviews)
    app.router.add_post("/clinics/{clinic_id}/reviews", submit_review)
