from django import forms
from django.db import models
from django.http import HttpResponse
from django.utils.html import format_html, format_html_join


class Review(models.Model):
    product_id = models.IntegerField()
    reviewer = models.CharField(max_length=60)
    text = models.TextField()

    class Meta:
        app_label = "reviews"


class ReviewForm(forms.Form):
    reviewer = forms.CharField(max_length=60)
    text = forms.CharField(widget=forms.Textarea, max_length=2000)


def product_reviews(request, product_id):
    form = ReviewForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        Review.objects.create(product_id=product_id, **form.cleaned_data)
    reviews = Review.objects.filter(product_id=product_id).order_by("-id")
    items = format_html_join("\n", "<li><strong>{}</strong>: {}</li>", ((r.reviewer, r.text) for r in reviews))
    return HttpResponse(format_html("<ul class='reviews'>{}</ul>", items))
