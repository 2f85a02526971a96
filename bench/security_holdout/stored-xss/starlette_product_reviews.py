from databases import Database
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

database = Database("postgresql://shop@localhost/shop")


async def reviews(request):
    product_id = request.path_params["product_id"]
    rows = await database.fetch_all(
        "SELECT reviewer, rating, text FROM reviews WHERE product_id = :pid",
        values={"pid": product_id},
    )
    items = [f"<li>{r['reviewer']} ({r['rating']}/5): {r['text']}</li>" for r in rows]
    return HTMLResponse("<ul class='reviews'>" + "".join(items) + "</ul>")


app = Starlette(
    routes=[Route("/products/{product_id:int}/reviews", reviews)],
    on_startup=[database.connect],
    on_shutdown=[database.disconnect],
)
