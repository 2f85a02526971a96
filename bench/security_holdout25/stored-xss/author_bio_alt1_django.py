from django.shortcuts import get_object_or_404, render
from django.utils.safestring import mark_safe

from .models import Author


class BioPresenter:
    def __init__(self, author):
        self.author = author

    def headline(self):
        return f"{self.author.first_name} {self.author.last_name}"

    def bio_html(self):
        paragraphs = [p for p in self.author.bio.split("\n\n") if p.strip()]
        return mark_safe("".join(f"<p>{p}</p>" for p in paragraphs))


def author_page(request, slug):
    author = get_object_or_404(Author, slug=slug)
    presenter = BioPresenter(author)
    context = {"headline": presenter.headline(), "bio": presenter.bio_html()}
    return render(request, "authors/detail.html", context)
