from fastapi import FastAPI, HTTPException
from jinja2 import TemplateSyntaxError
from jinja2.sandbox import SandboxedEnvironment, SecurityError
from pydantic import BaseModel, Field

app = FastAPI()
env = SandboxedEnvironment(autoescape=True)


class NewsletterPreview(BaseModel):
    subject: str = Field(max_length=200)
    body: str = Field(max_length=20_000)
    sample_first_name: str = "Alex"


@app.post("/newsletters/preview")
def preview_newsletter(req: NewsletterPreview):
    context = {
        "first_name": req.sample_first_name,
        "company": "Acme Outdoor",
        "unsubscribe_url": "https://mail.example.com/u/preview",
    }
    subject = req.subject.replace("{first_name}", req.sample_first_name)
    try:
        html = env.from_string(req.body).render(context)
    except TemplateSyntaxError as exc:
        raise HTTPException(status_code=422, detail=f"line {exc.lineno}: {exc.message}")
    except SecurityError:
        raise HTTPException(status_code=422, detail="template uses a disallowed construct")
    return {"subject": subject, "html": html}
