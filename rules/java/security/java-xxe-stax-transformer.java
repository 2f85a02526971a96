package com.example.xml;

import java.io.InputStream;
import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamReader;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;

public class FeedReader {
    public XMLStreamReader open(InputStream in) throws Exception {
        // ruleid: java-xxe-stax-transformer
        XMLInputFactory factory = XMLInputFactory.newInstance();
        return factory.createXMLStreamReader(in);
    }

    public String render(InputStream xslt, InputStream xml) throws Exception {
        // ruleid: java-xxe-stax-transformer
        Transformer t = TransformerFactory.newInstance().newTransformer(new StreamSource(xslt));
        StringWriter out = new StringWriter();
        t.transform(new StreamSource(xml), new StreamResult(out));
        return out.toString();
    }

    public XMLStreamReader openSafe(InputStream in) throws Exception {
        // ok: java-xxe-stax-transformer
        XMLInputFactory factory = XMLInputFactory.newInstance();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return factory.createXMLStreamReader(in);
    }

    public String renderSafe(InputStream xslt, InputStream xml) throws Exception {
        // ok: java-xxe-stax-transformer
        TransformerFactory tf = TransformerFactory.newInstance();
        tf.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        tf.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
        Transformer t = tf.newTransformer(new StreamSource(xslt));
        StringWriter out = new StringWriter();
        t.transform(new StreamSource(xml), new StreamResult(out));
        return out.toString();
    }
}
