from quart import Quart, Response, request

from warehouse.metrics import dock_utilisation, pending_picks

app = Quart(__name__)


@app.route("/dashboard/docks")
async def dock_dashboard():
    try:
        site_id = int(request.args.get("site", "1"))
    except ValueError:
        site_id = 1
    picks = await pending_picks(site_id)
    utilisation = await dock_utilisation(site_id)
    html = (
        f"<section><h2>Site #{site_id}</h2>"
        f"<p>Pending picks: {int(picks)}</p>"
        f"<p>Dock utilisation: {float(utilisation):.1f}%</p></section>"
    )
    return Response(html, mimetype="text/html")
