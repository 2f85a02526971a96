import os
import shutil
import zipfile

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config

THEMES_DIR = "/srv/cms/themes"
MAX_MEMBERS = 500


@view_config(route_name="themes", request_method="GET", renderer="json", permission="edit")
def list_themes(request):
    return {"themes": sorted(os.listdir(THEMES_DIR))}


@view_config(route_name="theme_upload", request_method="POST", renderer="json", permission="edit")
def upload_theme(request):
    theme = request.matchdict["theme"]
    upload = request.POST.get("archive")
    if not theme.isidentifier():
        raise HTTPBadRequest(json_body={"error": "theme names must be identifiers"})
    if upload is None or not hasattr(upload, "file"):
        raise HTTPBadRequest(json_body={"error": "archive file is required"})
    destination = os.path.join(THEMES_DIR, theme)
    os.makedirs(destination, exist_ok=True)
    written = 0
    with zipfile.ZipFile(upload.file) as archive:
        members = archive.infolist()
        if len(members) > MAX_MEMBERS:
            raise HTTPBadRequest(json_body={"error": "archive has too many entries"})
        for member in members:
            if member.is_dir() or member.filename.startswith("/"):
                continue
            target = os.path.join(destination, member.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with archive.open(member) as src, open(target, "wb") as dst:
                shutil.copyfileobj(src, dst)
            written += 1
    return {"theme": theme, "files": written}


@view_config(route_name="theme", request_method="DELETE", renderer="json", permission="edit")
def delete_theme(request):
    theme = request.matchdict["theme"]
    if not theme.isidentifier() or theme not in os.listdir(THEMES_DIR):
        raise HTTPNotFound()
    shutil.rmtree(os.path.join(THEMES_DIR, theme))
    return {"deleted": theme}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("themes", "/themes")
        config.add_route("theme_upload", "/themes/{theme}/upload")
        config.add_route("theme", "/themes/{theme}")
        config.scan()
        return config.make_wsgi_app()
