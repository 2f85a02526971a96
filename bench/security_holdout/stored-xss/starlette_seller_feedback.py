from html import escape

from databases import Database
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

database = Database("postgresql://shop@localhost/shop")


async def feedback(request):
    seller_id = request.path_params["seller_id"]
    rows = await database.fetch_all(
        "SELECT buyer, score, comment FROM feedback WHERE seller_id = :sid",
        values={"sid": seller_id},
    )
    items = [f"<li>{escape(r['buyer'])} ({r['score']}/5): {escape(r['comment'])}</li>" for r in rows]
    return HTMLResponse("<ul class='feedback'>" + "".join(items) + "</ul>")


app = Starlette(
    routes=[Route("/sellers/{seller_id:int}/feedback", feedback)],
    on_startup=[database.connect],
    on_shutdown=[database.disconnect],
)
