import uuid

import falcon

from .auth import AuthMiddleware
from .storage import ExtractRepository, render_extract


def header_text(value: str) -> str:
    if "\r" in value or "\n" in value:
        raise falcon.HTTPBadRequest(title="invalid title", description="line breaks are not allowed")
    return value.replace('"', "'")


class ExtractCollection:
    def __init__(self, repo: ExtractRepository):
        self.repo = repo

    def on_post(self, req, resp):
        body = req.get_media() or {}
        title = header_text(str(body.get("title") or "extract"))[:120]
        columns = body.get("columns") or ["id", "name", "created_at"]
        extract_id = uuid.uuid4().hex
        self.repo.create(extract_id, owner=req.context.user_id, team_id=req.context.team_id, title=title, columns=columns)
        resp.status = falcon.HTTP_201
        resp.media = {"id": extract_id, "title": title}

    def on_get(self, req, resp):
        resp.media = [
            {"id": e.id, "title": e.title, "status": e.status}
            for e in self.repo.for_team(req.context.team_id)
        ]


class ExtractDownload:
    def __init__(self, repo: ExtractRepository):
        self.repo = repo

    def on_get(self, req, resp, extract_id):
        extract = self.repo.get(extract_id)
        if extract is None or extract.team_id != req.context.team_id:
            raise falcon.HTTPNotFound()
        if extract.status != "ready":
            resp.status = falcon.HTTP_202
            resp.media = {"status": extract.status}
            return
        resp.content_type = "text/csv"
        resp.set_header("Content-Disposition", f'attachment; filename="{header_text(extract.title)}.csv"')
        resp.text = render_extract(extract)


def create_app(repo: ExtractRepository | None = None) -> falcon.App:
    repo = repo or ExtractRepository.from_env()
    app = falcon.App(middleware=[AuthMiddleware()])
    app.add_route("/extracts", ExtractCollection(repo))
    app.add_route("/extracts/{extract_id}", ExtractDownload(repo))
    return app
