from bottle import Bottle, request, response

app = Bottle()


@app.get("/pixel.gif")
def tracking_pixel():
    source = request.query.get("src", "direct")
    campaign = request.query.get("cmp", "")
    tag = source if not campaign else f"{source}/{campaign}"
    response.content_type = "image/gif"
    response.set_header("X-Tracking-Source", tag)
    return b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"
