import os
import zipfile

from pyramid.view import view_config


@view_config(route_name="bundle_import", request_method="POST", renderer="json")
def import_bundle(request):
    upload = request.POST["bundle"]
    dest = os.path.join(request.registry.settings["bundle.root"], request.matchdict["site"])
    written = []
    with zipfile.ZipFile(upload.file) as zf:
        for member in zf.infolist():
            if member.is_dir():
                continue
            out_path = os.path.join(dest, member.filename)
            os.makedirs(os.path.dirname(out_path), exist_ok=True)
            with zf.open(member) as src, open(out_path, "wb") as dst:
                dst.write(src.read())
            written.append(member.filename)
    return {"files": written}
