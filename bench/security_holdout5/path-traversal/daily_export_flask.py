import os
from datetime import date, timedelta

from flask import Blueprint, Response, abort, current_app, request

bp = Blueprint("exports", __name__)

MAX_DAYS_BACK = 30


@bp.get("/exports/daily")
def daily_export():
    days_back = request.args.get("days_back", 0, type=int)
    if not 0 <= days_back <= MAX_DAYS_BACK:
        abort(400)
    day = date.today() - timedelta(days=days_back)
    path = os.path.join(current_app.config["EXPORT_DIR"], f"orders-{day:%Y%m%d}.csv")
    try:
        with open(path, encoding="utf-8") as fh:
            body = fh.read()
    except FileNotFoundError:
        abort(404)
    return Response(
        body,
        mimetype="text/csv",
        headers={"Content-Disposition": f"attachment; filename=orders-{day:%Y%m%d}.csv"},
    )
