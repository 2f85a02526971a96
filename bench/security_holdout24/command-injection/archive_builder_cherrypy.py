import os
import time

import cherrypy

EXPORT_DIR = "/srv/exports"
FORBIDDEN = set(";&|<>\n")


class ArchiveController:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def build(self, project, fmt="tar.gz"):
        if any(ch in FORBIDDEN for ch in project):
            raise cherrypy.HTTPError(400, "invalid project name")
        stamp = time.strftime("%Y%m%d%H%M%S")
        ext = "zip" if fmt == "zip" else "tar.gz"
        target = os.path.join(EXPORT_DIR, f"{stamp}.{ext}")
        if ext == "zip":
            command = f'cd /srv/projects && zip -qr {target} "{project}"'
        else:
            command = f'tar -czf {target} -C /srv/projects "{project}"'
        status = os.system(command)
        return {"ok": status == 0, "archive": os.path.basename(target)}


if __name__ == "__main__":
    cherrypy.quickstart(ArchiveController(), "/archives")
