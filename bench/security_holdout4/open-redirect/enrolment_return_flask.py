from urllib.parse import urlparse

from flask import Flask, redirect, request, url_for
from flask_login import current_user, login_required

from lms.enrolment import enrol

app = Flask(__name__)


def _local_path(candidate):
    parsed = urlparse(candidate)
    if parsed.scheme or parsed.netloc or not candidate.startswith("/") or candidate.startswith("//"):
        return None
    if "\\" in candidate or any(ord(ch) < 0x21 for ch in candidate):
        return None
    return candidate


@app.post("/courses/<course_code>/enrol")
@login_required
def enrol_in_course(course_code):
    enrol(current_user.id, course_code)
    target = _local_path(request.form.get("return_to", "")) or url_for("my_courses")
    return redirect(target)


@app.get("/my-courses")
def my_courses():
    return "My courses"
