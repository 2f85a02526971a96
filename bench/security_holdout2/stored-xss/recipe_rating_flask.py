from flask import Flask, render_template
from markupsafe import Markup

from .models import Recipe

app = Flask(__name__)

STAR = '<svg class="star" aria-hidden="true"><use href="#icon-star"/></svg>'


def stars_for(rating):
    full = max(0, min(int(rating or 0), 5))
    return Markup(STAR * full + '<span class="sr-only">%d out of 5</span>' % full)


@app.route("/recipes/<int:recipe_id>")
def recipe(recipe_id):
    item = Recipe.query.get_or_404(recipe_id)
    comments = [
        {"author": c.author_name, "text": c.text, "stars": stars_for(c.rating)}
        for c in item.comments
    ]
    return render_template("recipes/detail.html", recipe=item,
                           stars=stars_for(item.average_rating), comments=comments)
