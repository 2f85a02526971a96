import io
from xml.sax import SAXParseException, handler, make_parser
from fastapi import FastAPI, File, HTTPException, UploadFile

app = FastAPI()


class TrackPoints(handler.ContentHandler):
    def __init__(self):
        super().__init__()
        self.points = []

    def startElement(self, name, attrs):
        if name == "trkpt":
            self.points.append((float(attrs["lat"]), float(attrs["lon"])))


@app.post("/tracks/gpx")
async def import_gpx(upload: UploadFile = File(...)):
    data = await upload.read()
    parser = make_parser()
    parser.setFeature(handler.feature_external_ges, False)
    parser.setFeature(handler.feature_external_pes, False)
    track = TrackPoints()
    parser.setContentHandler(track)
    try:
        parser.parse(io.BytesIO(data))
    except SAXParseException as exc:
        raise HTTPException(status_code=400, detail=f"invalid GPX: {exc.getMessage()}")
    return {"points": len(track.points), "start": track.points[0] if track.points else None}
