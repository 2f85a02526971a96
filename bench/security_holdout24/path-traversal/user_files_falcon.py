import mimetypes
import os
import shutil

import falcon

STORAGE_ROOT = "/srv/userfiles"


def user_dir(user_id):
    return os.path.join(STORAGE_ROOT, str(user_id))


def resolve(user_id, relative):
    root = os.path.realpath(user_dir(user_id))
    candidate = os.path.realpath(os.path.join(root, relative))
    if os.path.commonpath([root, candidate]) != root:
        raise falcon.HTTPForbidden(description="path outside of user storage")
    return candidate


class AuthMiddleware:
    def __init__(self, sessions):
        self.sessions = sessions

    def process_request(self, req, resp):
        token = (req.get_header("Authorization") or "").removeprefix("Bearer ")
        user_id = self.sessions.get(token)
        if user_id is None:
            raise falcon.HTTPUnauthorized()
        req.context.user_id = user_id


class FileListResource:
    def on_get(self, req, resp):
        root = user_dir(req.context.user_id)
        os.makedirs(root, exist_ok=True)
        resp.media = {"files": sorted(os.listdir(root))}


class FileResource:
    def on_get(self, req, resp):
        path = resolve(req.context.user_id, req.get_param("path", required=True))
        if not os.path.isfile(path):
            raise falcon.HTTPNotFound()
        resp.content_type = mimetypes.guess_type(path)[0] or "application/octet-stream"
        resp.content_length = os.path.getsize(path)
        resp.stream = open(path, "rb")

    def on_put(self, req, resp):
        path = resolve(req.context.user_id, req.get_param("path", required=True))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as fh:
            shutil.copyfileobj(req.bounded_stream, fh)
        resp.status = falcon.HTTP_201

    def on_delete(self, req, resp):
        relative = req.get_param("path", required=True)
        path = os.path.join(user_dir(req.context.user_id), relative)
        if not os.path.isfile(path):
            raise falcon.HTTPNotFound()
        os.remove(path)
        resp.status = falcon.HTTP_204


def create_app(sessions):
    app = falcon.App(middleware=[AuthMiddleware(sessions)])
    app.add_route("/files", FileListResource())
    app.add_route("/files/content", FileResource())
    return app
