from django import forms
from django.contrib.auth.decorators import login_required
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html_join
from django.views.decorators.http import require_POST

from venues.models import Feedback, Venue


class FeedbackForm(forms.ModelForm):
    class Meta:
        model = Feedback
        fields = ["title", "rating", "body"]


@login_required
@require_POST
def submit_feedback(request, slug):
    venue = get_object_or_404(Venue, slug=slug)
    form = FeedbackForm(request.POST)
    if form.is_valid():
        form.instance.venue = venue
        form.instance.author = request.user
        form.save()
    return redirect("venue-feedback", slug=slug)


def venue_feedback(request, slug):
    venue = get_object_or_404(Venue, slug=slug)
    entries = venue.feedback.select_related("author").order_by("-created")[:30]
    rows = (
        (f.title, "\u2605" * f.rating + "\u2606" * (5 - f.rating), f.body, f.author.get_full_name())
        for f in entries
    )
    feedback_html = format_html_join("\n", '<article class="feedback"><h4>{}</h4><span>{}</span><p>{}</p><footer>{}</footer></article>', rows)
    return render(request, "venues/feedback.html", {
        "venue": venue,
        "feedback_html": feedback_html,
    })
