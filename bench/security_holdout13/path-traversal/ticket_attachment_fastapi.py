from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()


class AttachmentStore:
    def __init__(self, root: str):
        self.root = Path(root).resolve()

    def resolve(self, ticket_id: int, filename: str) -> Path:
        folder = self.root / str(ticket_id)
        candidate = (folder / filename).resolve()
        if not candidate.is_relative_to(folder):
            raise HTTPException(status_code=403, detail="forbidden")
        if not candidate.is_file():
            raise HTTPException(status_code=404, detail="not found")
        return candidate


store = AttachmentStore("/srv/helpdesk/attachments")


@app.get("/tickets/{ticket_id}/attachments/{filename}")
def get_attachment(ticket_id: int, filename: str):
    path = store.resolve(ticket_id, filename)
    return FileResponse(path, filename=path.name)
