import subprocess

from fastapi import FastAPI, HTTPException

app = FastAPI()
MEDIA = "/srv/media"


def build_resize_command(src, width, fmt="webp"):
    return "convert {src} -resize {w}x {dst}".format(
        src=f"{MEDIA}/{src}", w=width, dst=f"{MEDIA}/thumbs/{src}.{fmt}"
    )


@app.post("/images/{image_id}/thumbnail")
async def make_thumbnail(image_id: int, width: str = "320", fmt: str = "webp"):
    cmd = build_resize_command(f"{image_id}.jpg", width, fmt)
    try:
        subprocess.check_output(cmd, shell=True, stderr=subprocess.STDOUT)
    except subprocess.CalledProcessError as exc:
        raise HTTPException(500, exc.output.decode(errors="replace"))
    return {"thumbnail": f"/media/thumbs/{image_id}.jpg.{fmt}"}
