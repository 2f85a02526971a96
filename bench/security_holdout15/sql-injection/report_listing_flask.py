from flask import Blueprint, Flask, abort, jsonify, request
from flask.views import MethodView
from sqlalchemy import create_engine, text

engine = create_engine("postgresql://reports@localhost/analytics")
reports_bp = Blueprint("reports", __name__, url_prefix="/reports")


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

    def listing(self, owner, order_by, direction):
        stmt = (
            "SELECT id, title, created_at FROM reports WHERE owner = :owner "
            f"ORDER BY {order_by} {direction}"
        )
        with self.engine.connect() as conn:
            rows = conn.execute(text(stmt), {"owner": owner}).fetchall()
        return [dict(r._mapping) for r in rows]


service = ReportService(engine)


class ReportListAPI(MethodView):
    def get(self):
        owner = request.args.get("owner", "")
        order_by = request.args.get("sort", "created_at")
        direction = "DESC" if request.args.get("desc") == "1" else "ASC"
        return jsonify(service.listing(owner, order_by, direction))


class ReportDetailAPI(MethodView):
    def get(self, report_id: int):
        report = service.get(report_id)
        if report is None:
            abort(404)
        return jsonify(report)


reports_bp.add_url_rule("/", view_func=ReportListAPI.as_view("list"))
reports_bp.add_url_rule("/<int:report_id>", view_func=ReportDetailAPI.as_view("detail"))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(reports_bp)
    return app
