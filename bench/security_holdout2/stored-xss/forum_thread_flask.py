from flask import Flask, render_template
from markupsafe import Markup

from .models import Thread

app = Flask(__name__)


@app.route("/threads/<int:thread_id>")
def show_thread(thread_id):
    thread = Thread.query.get_or_404(thread_id)
    posts = []
    for post in thread.posts:
        posts.append({
            "author": post.author.username,
            "content": post.content,
            "posted": post.created_at.strftime("%d %b %Y"),
            "signature": Markup(post.author.signature or ""),
        })
    return render_template("forum/thread.html", thread=thread, posts=posts)
