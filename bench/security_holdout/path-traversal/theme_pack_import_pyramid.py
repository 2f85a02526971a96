import os
import zipfile

from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config


@view_config(route_name="theme_pack_import", request_method="POST", renderer="json")
def import_theme_pack(request):
    upload = request.POST["pack"]
    root = os.path.realpath(request.registry.settings["themes.root"])
    dest = os.path.realpath(os.path.join(root, request.matchdict["site"]))
    if os.path.dirname(dest) != root:
        raise HTTPBadRequest("invalid site")
    written = []
    with zipfile.ZipFile(upload.file) as zf:
        for member in zf.infolist():
            out_path = os.path.realpath(os.path.join(dest, member.filename))
            if not out_path.startswith(dest + os.sep):
                raise HTTPBadRequest(f"invalid entry: {member.filename}")
            if member.is_dir():
                continue
            os.makedirs(os.path.dirname(out_path), exist_ok=True)
            with zf.open(member) as src, open(out_path, "wb") as dst:
                dst.write(src.read())
            written.append(member.filename)
    return {"files": written}
