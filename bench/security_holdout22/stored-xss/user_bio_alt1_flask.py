import bleach
from flask import Flask, render_template_string
from myapp.models import Profile

app = Flask(__name__)
TAGS = ["b", "i", "em", "strong", "a", "p"]
PAGE = "<section class='bio'>{{ bio|safe }}</section>"


def cleaned_bio(profile):
    return bleach.clean(profile.bio or "", tags=TAGS, attributes={"a": ["href"]}, strip=True)


@app.route("/users/<username>")
def user_bio(username):
    profile = Profile.query.filter_by(username=username).first_or_404()
    bio = cleaned_bio(profile)
    return render_template_string(PAGE, bio=bio)
