from django.shortcuts import get_object_or_404, render
from django.utils.html import escape
from django.utils.safestring import mark_safe

from library.models import Author


def author_detail(request, slug):
    author = get_object_or_404(Author, slug=slug)
    context = {
        "author": author,
        "about_html": mark_safe("<br>".join(escape(line) for line in author.about.splitlines())),
        "book_count": author.books.count(),
    }
    return render(request, "library/author_detail.html", context)
