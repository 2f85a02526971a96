import json
import uuid

import falcon

from .auth import AuthMiddleware
from .storage import ExportRepository, render_export


class ExportCollection:
    def __init__(self, repo: ExportRepository):
        self.repo = repo

    def on_post(self, req, resp):
        body = req.get_media() or {}
        title = str(body.get("title") or "export")
        columns = body.get("columns") or ["id", "name", "created_at"]
        export_id = uuid.uuid4().hex
        self.repo.create(export_id, owner=req.context.user_id, team_id=req.context.team_id, title=title, columns=columns)
        resp.status = falcon.HTTP_201
        resp.media = {"id": export_id, "title": title}

    def on_get(self, req, resp):
        resp.media = [
            {"id": e.id, "title": e.title, "status": e.status}
            for e in self.repo.for_team(req.context.team_id)
        ]


class ExportDownload:
    def __init__(self, repo: ExportRepository):
        self.repo = repo

    def on_get(self, req, resp, export_id):
        export = self.repo.get(export_id)
        if export is None or export.team_id != req.context.team_id:
            raise falcon.HTTPNotFound()
        if export.status != "ready":
            resp.status = falcon.HTTP_202
            resp.media = {"status": export.status}
            return
        resp.content_type = "text/csv"
        resp.set_header("Content-Disposition", f'attachment; filename="{export.title}.csv"')
        resp.set_header("X-Export-Columns", json.dumps(export.columns))
        resp.text = render_export(export)


def create_app(repo: ExportRepository | None = None) -> falcon.App:
    repo = repo or ExportRepository.from_env()
    app = falcon.App(middleware=[AuthMiddleware()])
    app.add_route("/exports", ExportCollection(repo))
    app.add_route("/exports/{export_id}", ExportDownload(repo))
    return app
