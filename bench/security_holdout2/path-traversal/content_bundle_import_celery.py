import os
import zipfile

from celery import shared_task

IMPORT_ROOT = "/var/lib/cms/imports"


@shared_task
def unpack_content_bundle(message):
    bundle_path = message["bundle_path"]
    site = message["site"]
    dest_root = os.path.join(IMPORT_ROOT, site)
    os.makedirs(dest_root, exist_ok=True)
    written = []
    with zipfile.ZipFile(bundle_path) as bundle:
        for info in bundle.infolist():
            if info.is_dir():
                continue
            out_path = os.path.join(dest_root, info.filename)
            os.makedirs(os.path.dirname(out_path), exist_ok=True)
            with bundle.open(info) as src, open(out_path, "wb") as dst:
                dst.write(src.read())
            written.append(info.filename)
    return {"site": site, "files": written}
