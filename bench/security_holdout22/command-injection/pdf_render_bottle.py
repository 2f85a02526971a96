import os
import shlex
import subprocess
import tempfile
import uuid

from bottle import Bottle, HTTPError, request, static_file

app = Bottle()

RENDER_DIR = os.environ.get("RENDER_DIR", "/var/lib/renderer")
PAGE_SIZES = ("A4", "A5", "Letter", "Legal")


@app.post("/render/pdf")
def render_pdf():
    document = request.files.get("document")
    if document is None:
        raise HTTPError(400, "document upload is required")
    if not document.raw_filename.lower().endswith((".html", ".htm")):
        raise HTTPError(415, "only HTML documents can be rendered")

    page_size = request.forms.get("page_size", "A4")
    title = request.forms.getunicode("title", default="Document")
    if page_size not in PAGE_SIZES:
        raise HTTPError(400, "unsupported page size")

    job = uuid.uuid4().hex
    workdir = tempfile.mkdtemp(prefix=job, dir=RENDER_DIR)
    source = os.path.join(workdir, "input.html")
    output = os.path.join(workdir, "output.pdf")
    document.save(source)

    command = "wkhtmltopdf --quiet --disable-local-file-access --page-size {} --title {} {} {}".format(
        shlex.quote(page_size),
        shlex.quote(title),
        shlex.quote(source),
        shlex.quote(output),
    )
    try:
        subprocess.check_call(command, shell=True, timeout=120)
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired):
        raise HTTPError(502, "rendering failed")

    return static_file(
        os.path.basename(output),
        root=workdir,
        mimetype="application/pdf",
        download="rendered.pdf",
    )


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8085)
