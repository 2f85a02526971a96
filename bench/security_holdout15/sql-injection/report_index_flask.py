from flask import Blueprint, Flask, abort, jsonify, request
from flask.views import MethodView
from sqlalchemy import create_engine, text

engine = create_engine("postgresql://reports@localhost/analytics")
reports_bp = Blueprint("reports", __name__, url_prefix="/reports")

SORT_COLUMNS = {
    "created": "created_at",
    "title": "title",
    "id": "id",
}


class ReportService:
    def __init__(self, engine):
        self.engine = engine

    def get(self, report_id):
        with self.engine.connect() as conn:
            row = conn.execute(
                text("SELECT id, title, owner FROM reports WHERE id = :id"),
                {"id": report_id},
            ).first()
        return dict(row._mapping) if row else None

    def listing(self, owner, sort_key, descending):
        column = SORT_COLUMNS.get(sort_key, "created_at")
        direction = "DESC" if descending else "ASC"
        stmt = (
            "SELECT id, title, created_at FROM reports WHERE owner = :owner "
            f"ORDER BY {column} {direction}"
        )
        with self.engine.connect() as conn:
            rows = conn.execute(text(stmt), {"owner": owner}).fetchall()
        return [dict(r._mapping) for r in rows]


service = ReportService(engine)


class ReportIndexAPI(MethodView):
    def get(self):
        owner = request.args.get("owner", "")
        sort_key = request.args.get("sort", "created")
        descending = request.args.get("desc") == "1"
        return jsonify(service.listing(owner, sort_key, descending))


class ReportDetailAPI(MethodView):
    def get(self, report_id: int):
        report = service.get(report_id)
        if report is None:
            abort(404)
        return jsonify(report)


reports_bp.add_url_rule("/", view_func=ReportIndexAPI.as_view("index"))
reports_bp.add_url_rule("/<int:report_id>", view_func=ReportDetailAPI.as_view("detail"))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(reports_bp)
    return app
